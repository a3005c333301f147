import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { refusalText } from '@/lib/api-error-text';
import { problemText } from '@/lib/problem-text';
import { toast } from '@/lib/toast';

export type FieldName = (string | number)[];

/**
 * A step the server refused: its field messages beside the fields (`fieldFor` turns the API's
 * `owners.1.email` into the form's name, or null when the form has no such field) and the reason
 * in a toast, in the current language.
 */
export function showSaveError(
  t: TFunction,
  form: FormInstance,
  error: unknown,
  fieldFor: (apiField: string) => FieldName | null,
) {
  if (isApiError(error)) {
    const fields = Object.entries(error.body.fields ?? {}).flatMap(([apiField, problems]) => {
      const name = fieldFor(apiField);
      return name ? [{ name, errors: problems.map((problem) => problemText(t, problem)) }] : [];
    });
    form.setFields(fields);
  }
  toast.error(refusalText(t, error, t('fleet.wizard.saveFailed')));
}
