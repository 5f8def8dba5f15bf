// A field's validation rule: any zod schema of @umj/shared (same French messages as the API), or a
// small rule of the same shape for fields the shared package does not describe.
export type RuleResult =
  | { success: true; data: unknown }
  | { success: false; error: { issues: readonly { message: string }[] } };

export interface FieldRule {
  safeParse(value: unknown): RuleResult;
}

/** The rules of a form's fields. */
export type FieldRules<F extends string> = Record<F, FieldRule>;

/**
 * A form's rules, or a loader of them: the public pages load their schemas (and the schema library)
 * after their first render and before their first validation (first load).
 */
export type RuleSource<F extends string> = FieldRules<F> | (() => Promise<FieldRules<F>>);

/** A required text field with the given French message. */
export function requiredText(message: string): FieldRule {
  return {
    safeParse: (value) =>
      typeof value === 'string' && value.trim() !== ''
        ? { success: true, data: value.trim() }
        : { success: false, error: { issues: [{ message }] } },
  };
}

/** First message of a failed rule, or undefined when the value passes. */
export function ruleMessage(rule: FieldRule, value: unknown): string | undefined {
  const result = rule.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Valeur invalide');
}
