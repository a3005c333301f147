import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issueText } from '@/lib/issue-text';

type IssuePath = readonly PropertyKey[];

const samePath = (a: IssuePath, b: IssuePath) =>
  a.length === b.length && a.every((part, index) => part === b[index]);

/**
 * antd Form rules from a contract schema for fields inside lists (`owners[1].email`): the form's
 * values become the schema's input with `toInput`, the whole input is parsed, and a field shows
 * the first issue whose path is exactly the field's. `useSchemaRule` does the same for top-level
 * fields; this one also reaches list items and the list itself ("add at least one owner").
 */
export function useSchemaPathRule<S extends z.ZodType, V>(
  schema: S,
  toInput: (values: V) => z.input<S>,
) {
  const { t } = useTranslation();
  return useCallback(
    (path: IssuePath): FormRule =>
      (form) => ({
        validator: async () => {
          const result = schema.safeParse(toInput(form.getFieldsValue(true) as V));
          const issue = result.success
            ? undefined
            : result.error.issues.find((candidate) => samePath(candidate.path, path));
          if (issue) {
            throw new Error(issueText(t, issue));
          }
        },
      }),
    [schema, toInput, t],
  );
}
