// Reads EXPLAIN (ANALYZE, FORMAT JSON) trees: which tables were read whole (Seq Scan) and which
// sorts took more rows than a list page could need. Used by bench/list-plans.bench.ts.

export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

export type PlanFindings = {
  indexes: string[];
  /** tables read by a sequential scan, with the rows they hold */
  seqScans: string[];
  /** sorts whose input was bigger than `sortLimit` rows */
  bigSorts: string[];
};

const rowsOut = (node: PlanNode) => (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);

export function findingsOf(
  root: PlanNode,
  { sortLimit, tableRows }: { sortLimit: number; tableRows: (table: string) => number },
): PlanFindings {
  const findings: PlanFindings = { indexes: [], seqScans: [], bigSorts: [] };
  const visit = (node: PlanNode) => {
    if (node['Index Name'] && !findings.indexes.includes(node['Index Name'])) {
      findings.indexes.push(node['Index Name']);
    }
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) {
      findings.seqScans.push(
        `${node['Relation Name']} (${tableRows(node['Relation Name'])} rows in the table)`,
      );
    }
    if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') {
      const input = (node.Plans ?? []).reduce((sum, child) => sum + rowsOut(child), 0);
      if (input > sortLimit) findings.bigSorts.push(`${node['Node Type']} of ${input} rows`);
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(root);
  return findings;
}
