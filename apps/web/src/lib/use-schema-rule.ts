import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * A contract schema, or a function that loads it: a page a passenger opens from a link loads zod
 * and the schema when its form is first checked, not with the page.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * antd Form rules from a contract schema (spec §5 rules and messages, never retyped): a field is
 * checked by parsing the whole form with the schema and taking that field's first issue, so rules
 * spanning fields (the two passwords must match) behave exactly as the contract defines them.
 * Messages appear in the current language.
 */
export function useSchemaRule<S extends z.ZodType, V = z.input<S>>(
  source: SchemaSource<S>,
  /** Turns the form's values into the schema's input, when they differ (e.g. '' → left out). */
  toInput?: (values: V) => z.input<S>,
) {
  const { t } = useTranslation();
  return useCallback(
    (field: keyof z.input<S> & string): FormRule =>
      (form) => ({
        validator: async () => {
          const values = form.getFieldsValue(true);
          const [schema, { issueText }] = await Promise.all([
            typeof source === 'function' ? source() : source,
            import('@/lib/issue-text'),
          ]);
          const result = schema.safeParse(toInput ? toInput(values as V) : values);
          const issue = result.success
            ? undefined
            : result.error.issues.find((candidate) => candidate.path[0] === field);
          if (issue) {
            throw new Error(issueText(t, issue));
          }
        },
      }),
    [source, toInput, t],
  );
}
