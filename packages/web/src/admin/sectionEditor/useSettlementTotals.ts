import { useMemo } from 'react';
import { Form, type FormInstance } from 'antd';
import { SETTLE_RATIO_FIELDS } from '@portal/domain';

/** How the contract is settled, with the totals of its payment ratios and of its settlement stages. */
export interface SettlementTotals {
  settleMethod: unknown;
  ratioTotal: number;
  stageTotal: number;
}

/**
 * The settlement totals, kept current as the user types. Watched by the page rather than the money step, so
 * they are right from the step's first render.
 */
export function useSettlementTotals(form: FormInstance): SettlementTotals {
  const settleMethod = Form.useWatch('settleMethod', { form, preserve: true });
  const ratios = Form.useWatch((values: Record<string, unknown>) => Object.fromEntries(SETTLE_RATIO_FIELDS.map((f) => [f, values[f]])), { form, preserve: true }) as Record<string, unknown> | undefined;
  const stages = Form.useWatch('settleMethodsList', { form, preserve: true }) as { percentage?: unknown }[] | undefined;
  const stageTotal = useMemo(() => Math.round((stages ?? []).reduce((sum, m) => sum + (Number(m?.percentage) || 0) * 100, 0)) / 100, [stages]);
  const ratioTotal = useMemo(() => SETTLE_RATIO_FIELDS.reduce((sum, f) => sum + (Number(ratios?.[f]) || 0), 0), [ratios]);
  return { settleMethod, ratioTotal, stageTotal };
}
