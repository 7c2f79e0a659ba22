import type { FormInstance } from 'antd';
import type { FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '@portal/domain';

/** A failed check of a domain schema: where, and which catalogue message names it. */
interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What a form needs of a domain (zod) object schema. */
export interface DomainSchema<Out> {
  shape: Record<string, unknown>;
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** The form's values with the untouched (undefined) fields left out. */
const given = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));

/**
 * Form validation by the domain's own schema (one rule, one place). Every field is checked against the
 * whole form's schema, so cross-field rules (a unit's tin, the confirmation equal to the password…) show
 * on their field like any other; untouched fields count as empty text, which lets the schema run all its
 * checks at once. Errors are the domain's catalogue keys, shown through the 'messages' namespace.
 *
 * `fixed` holds values that are not form fields (the registration tab, the reset token); `labels` name
 * fields in messages such as "{field} is too long".
 */
export function useDomainRules<Out>(schema: DomainSchema<Out>, fixed: Record<string, unknown> = {}, labels: Record<string, string> = {}) {
  const { t } = useTranslation();
  const blanks = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, '']));
  // Every field's validator checks the whole form: the fields checked together (Next, Submit) share one parse.
  let last: { key: string; result: ReturnType<typeof schema.safeParse> } | undefined;
  const check = (values: Record<string, unknown>) => {
    const input = { ...blanks, ...given(values), ...fixed };
    const key = JSON.stringify(input);
    if (last?.key !== key) last = { key, result: schema.safeParse(input) };
    return last.result;
  };
  const issuesOf = (values: Record<string, unknown>) => {
    const result = check(values);
    return result.success ? [] : result.error.issues;
  };
  const text = (issue: SchemaIssue) => {
    const name = String(issue.path[0]);
    return isMessageKey(issue.message) ? t(`messages.${issue.message}`, { field: labels[name] ?? name }) : issue.message;
  };
  const blankIssues = issuesOf({});

  /** The rules of one field, and whether the schema refuses it empty (the asterisk). */
  const item = (name: string): Pick<FormItemProps, 'rules' | 'required'> => ({
    required: blankIssues.some((issue) => issue.path[0] === name),
    rules: [
      ({ getFieldsValue }) => ({
        validator: async () => {
          const issue = issuesOf(getFieldsValue(true)).find((i) => i.path[0] === name);
          if (issue) throw new Error(text(issue));
        },
      }),
    ],
  });

  /** The first message of each refused field, in the schema's order (empty when the values pass). */
  const fieldErrors = (values: Record<string, unknown>): { name: string; errors: string[] }[] => {
    const firstError = new Map<string, string>();
    for (const issue of issuesOf(values)) {
      const name = String(issue.path[0]);
      if (!firstError.has(name)) firstError.set(name, text(issue));
    }
    return [...firstError].map(([name, error]) => ({ name, errors: [error] }));
  };

  /** Parses the submitted values with the schema; on failure puts each first message on its field and gives undefined. */
  const parse = (form: FormInstance, values: Record<string, unknown>): Out | undefined => {
    const result = check(values);
    if (result.success) return result.data;
    form.setFields(fieldErrors(values));
    return undefined;
  };

  return { item, parse, fieldErrors };
}
