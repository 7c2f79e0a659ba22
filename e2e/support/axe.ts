import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result, RunOptions } from 'axe-core';

/** axe-core's browser bundle (the package's `axe.source`), injected into the page under test. */
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

/** The WCAG 2.0 and 2.1 success criteria at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's rules for the structure of a page that WCAG does not number but the issue asks for (one `<h1>`,
 * one banner, main and footer landmark, several navigations told apart by their names, headings in order,
 * no empty table header). axe rates them moderate or minor, so they fail the check at any impact.
 */
export const STRUCTURE_RULES = [
  'page-has-heading-one',
  'heading-order',
  'empty-table-header',
  'landmark-one-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-contentinfo',
  'landmark-unique',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
] as const;

/** antd's disabled controls, whose affixes (a unit, a currency) are drawn in the disabled grey. */
const DISABLED_CONTROLS = '.ant-input-number-disabled, .ant-input-affix-wrapper-disabled, .ant-input-disabled, .ant-select-disabled, .ant-picker-disabled';

/** A violation as a person reads it in the test's output: rule, impact, summary and where. */
export function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
  return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
}

/**
 * Runs axe over the page as it stands: the WCAG 2.1 A/AA rules and the structure rules. Gives the
 * violations that fail the portal's bar: critical or serious ones of any rule, and any of a structure rule.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  // Evaluated, not added as a script tag: the portal's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(STRUCTURE_RULES.map((rule) => [rule, { enabled: true }])),
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(
    async ({ runOptions, disabled }) => {
      const { axe } = window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };
      const results = await axe.run(document, runOptions);
      // WCAG 1.4.3 exempts the text of an inactive control. axe knows a disabled <input> but not the unit or
      // prefix antd draws beside it in a span: those are dropped here, and only for colour contrast.
      const inDisabledControl = (target: unknown) => typeof target === 'string' && Boolean(document.querySelector(target)?.closest(disabled));
      return results.violations
        .map((v) => (v.id === 'color-contrast' ? { ...v, nodes: v.nodes.filter((node) => !inDisabledControl(node.target.at(-1))) } : v))
        .filter((v) => v.nodes.length > 0);
    },
    { runOptions: options, disabled: DISABLED_CONTROLS },
  );
  const structure = new Set<string>(STRUCTURE_RULES);
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious' || structure.has(v.id));
}
