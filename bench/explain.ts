import type { Db } from '@portal/server/db/index.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Sort Method'?: string;
  Plans?: PlanNode[];
}

export interface PlanSummary {
  planningMs: number;
  executionMs: number;
  /** How the rows were reached, e.g. "Index Scan section_status_created", "Sort top-N heapsort". */
  access: string[];
}

function accessOf(node: PlanNode, out: string[]) {
  const type = node['Node Type'];
  if (node['Index Name']) out.push(`${type} ${node['Index Name']}`);
  else if (node['Relation Name']) out.push(`${type} ${node['Relation Name']}`);
  else if (type === 'Sort' || type === 'Incremental Sort') out.push(`${type}${node['Sort Method'] ? ' ' + node['Sort Method'] : ''}`);
  for (const child of node.Plans ?? []) accessOf(child, out);
  return out;
}

/** EXPLAIN (ANALYZE) of a query, run once before to warm the cache: times and the scans it used. */
export async function explain(db: Db, sql: string, params: unknown[]): Promise<PlanSummary> {
  await db.query(sql, params);
  const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Planning Time': number; 'Execution Time': number }] }>(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
    params,
  );
  const [plan] = row['QUERY PLAN'];
  return { planningMs: plan['Planning Time'], executionMs: plan['Execution Time'], access: [...new Set(accessOf(plan.Plan, []))] };
}
