// Does every list endpoint read through indexes at 100,000 rows? Fills a fresh database with
// ROWS rows per big table (bench/lib/list-seed.ts), calls each list endpoint through the real app,
// captures the SELECTs it sends, and prints EXPLAIN (ANALYZE, BUFFERS) of each: a Seq Scan of a
// big table, or a Sort of more rows than a page needs, misses the target. Small lookup tables
// (stadiums, courts, prices, training venues) may be read whole; the output lists those reads.
// Run: npx tsx bench/list-plans.bench.ts   (QUICK=1: 20,000 rows; needs the local PostgreSQL)
import pg from 'pg';
import { createTestApp } from '../apps/server/src/test/test-app.ts';
import { toLocalDate } from '../apps/server/src/local-time.ts';
import { findingsOf, type PlanNode } from './lib/plan-check.ts';
import { QUICK, saveScenario, target, type Target } from './lib/results.ts';
import {
  benchConversationId,
  benchUserId,
  CHATTY_CONVERSATIONS,
  listSeedStatements,
} from './lib/list-seed.ts';

const ROWS = QUICK ? 20_000 : 100_000;
/** No list page needs more rows than this sorted (the widest list is 200 conversations). */
const SORT_LIMIT = 1_000;
/**
 * Lookup tables of a few rows (stadiums, courts, prices, training venues and coaches) and tables
 * empty here (the outbox, which the relay polls while a request runs): a sequential scan there
 * is the cheapest read, not a problem. The output lists every such read.
 */
const SMALL_TABLE_ROWS = 1_000;

type Captured = { text: string; values: unknown[] };
let capturing: Captured[] | undefined;

// A bench-only hook: every query the app's pool sends passes through Client#query.
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function capture(this: pg.Client, ...args: unknown[]) {
  const [first, second] = args;
  if (capturing && typeof first === 'string') {
    capturing.push({ text: first, values: Array.isArray(second) ? second : [] });
  } else if (capturing && first && typeof first === 'object' && 'text' in first) {
    const config = first as { text: string; values?: unknown[] };
    capturing.push({
      text: config.text,
      values: config.values ?? (Array.isArray(second) ? second : []),
    });
  }
  return (originalQuery as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const t = await createTestApp({ env: { REDIS: 'off' } });
const explainer = new pg.Client({
  connectionString: t.config.databaseUrl,
  options: `-c TimeZone=${Intl.DateTimeFormat().resolvedOptions().timeZone}`,
});
try {
  await explainer.connect();
  const started = Date.now();
  for (const statement of listSeedStatements(ROWS)) await explainer.query(statement);
  console.log(
    `seeded ${ROWS} rows per big table in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const counts = await explainer.query<{ relname: string; rows: string }>(
    `select relname, n_live_tup::text as rows from pg_stat_user_tables`,
  );
  const tableRows = new Map(counts.rows.map((row) => [row.relname, Number(row.rows)]));

  const organizer = benchUserId(1);
  // A player with a place, a request, notifications and friends (the seed gives each user some).
  const player = benchUserId(ROWS / 2 + 37);
  const tokenOf = (id: string) => t.app.jwt.sign({ sub: id, firstName: 'Bench', email: 'b@b.b' });
  const as = (id: string) => ({ authorization: `Bearer ${tokenOf(id)}` });
  const today = toLocalDate(new Date());
  const chattyConversation = benchConversationId(CHATTY_CONVERSATIONS);
  const chattyMember = benchUserId((CHATTY_CONVERSATIONS % 2000) + 1);

  const endpoints: { label: string; url: string; headers?: Record<string, string> }[] = [
    { label: 'socials of a sport, page 1', url: '/api/v1/cms/socials/tennis' },
    {
      label: 'socials of a sport, page 10 of 20',
      url: '/api/v1/cms/socials/tennis?page=10&pageSize=20',
    },
    { label: 'socials of a sport, one-time only', url: '/api/v1/cms/socials/tennis?type=oneTime' },
    { label: 'socials of a sport, weekly only', url: '/api/v1/cms/socials/soccer?type=weekly' },
    { label: 'socials search, common venue word', url: '/api/v1/cms/socials/tennis?q=riverside' },
    { label: 'socials search, rare name', url: '/api/v1/cms/socials/tennis?q=Social%204242' },
    { label: 'socials search, rare venue', url: '/api/v1/cms/socials/badminton?q=Hall%20377' },
    { label: 'socials beyond the reachable pages', url: '/api/v1/cms/socials/tennis?page=500' },
    { label: 'socials of every sport', url: '/api/v1/cms/socials?page=3' },
    { label: "organiser's socials", url: '/api/v1/organizer/social', headers: as(organizer) },
    {
      label: "organiser's pending requests",
      url: '/api/v1/organizer/social/requests',
      headers: as(organizer),
    },
    {
      label: "organiser's bookings",
      url: '/api/v1/organizer/social/bookings',
      headers: as(organizer),
    },
    {
      label: "organiser's social groups",
      url: '/api/v1/organizer/social/groups',
      headers: as(organizer),
    },
    { label: 'notifications', url: '/api/v1/organizer/notifications', headers: as(player) },
    { label: 'my social bookings', url: '/api/v1/user/social/booking', headers: as(player) },
    { label: 'my join requests', url: '/api/v1/user/social/booking/request', headers: as(player) },
    { label: 'my court bookings', url: '/api/v1/user/court/bookings', headers: as(player) },
    { label: 'chat groups', url: '/api/v1/user/chat/groups', headers: as(player) },
    {
      label: 'chat groups search',
      url: '/api/v1/user/chat/groups?q=Social%20777',
      headers: as(player),
    },
    { label: 'conversations', url: '/api/v1/user/conversations', headers: as(organizer) },
    {
      label: 'chat history',
      url: `/api/v1/user/conversations/${chattyConversation}/messages`,
      headers: as(chattyMember),
    },
    { label: 'friends', url: '/api/v1/user/friends', headers: as(player) },
    { label: 'users search', url: '/api/v1/users/search?q=Quinn', headers: as(player) },
    { label: 'stadiums', url: '/api/v1/stadiums' },
    {
      label: 'court availability',
      url: `/api/v1/stadiums/stadium-1/tennis/availability?date=${today}`,
    },
    { label: 'training venues', url: '/api/v1/training/tennis' },
    { label: 'training coaches of a venue', url: '/api/v1/training/tennis/venues/venue-1' },
  ];

  const targets: Target[] = [];
  const evidence: { title: string; text: string }[] = [];
  const smallReads: string[] = [];
  for (const endpoint of endpoints) {
    capturing = [];
    const response = await t.app.inject({
      method: 'GET',
      url: endpoint.url,
      headers: endpoint.headers,
    });
    const captured = capturing;
    capturing = undefined;
    if (response.statusCode !== 200) {
      throw new Error(
        `${endpoint.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
      );
    }
    const selects = captured.filter(({ text }) => /^[\s(]*(select|with)\b/i.test(text));
    const problems: string[] = [];
    const summaries: string[] = [];
    const plans: string[] = [];
    for (const query of selects) {
      const textPlan = await explainer.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query.text}`,
        query.values,
      );
      const jsonPlan = await explainer.query<{
        'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
      }>(`explain (analyze, format json) ${query.text}`, query.values);
      const [tree] = jsonPlan.rows[0]?.['QUERY PLAN'] ?? [];
      if (!tree) continue;
      const findings = findingsOf(tree.Plan, {
        sortLimit: SORT_LIMIT,
        tableRows: (table) => tableRows.get(table) ?? 0,
      });
      const isSmall = (scan: string) =>
        (tableRows.get(scan.split(' ')[0] ?? '') ?? 0) < SMALL_TABLE_ROWS;
      const bigSeqScans = findings.seqScans.filter((scan) => !isSmall(scan));
      smallReads.push(
        ...findings.seqScans
          .filter(isSmall)
          .map((scan) => `${endpoint.label}: Seq Scan on ${scan}`),
      );
      problems.push(...bigSeqScans.map((scan) => `Seq Scan on ${scan}`), ...findings.bigSorts);
      summaries.push(
        `${tree['Execution Time'].toFixed(2)} ms via ${findings.indexes.join(', ') || '(no index)'}`,
      );
      plans.push(
        `-- ${query.text.replace(/\s+/g, ' ').slice(0, 400)}\n-- params: ${JSON.stringify(query.values, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)).slice(0, 200)}\n` +
          textPlan.rows.map((row) => row['QUERY PLAN']).join('\n'),
      );
    }
    const title = `${endpoint.label}: GET ${endpoint.url.replace('/api/v1', '')}`;
    console.log(`\n##### ${title}\n${plans.join('\n\n')}`);
    evidence.push({ title, text: plans.join('\n\n') });
    targets.push(
      target(
        `${endpoint.label}: index scans only`,
        problems.length === 0,
        `${selects.length} select(s); ${summaries.join('; ')}${problems.length ? `; ${problems.join('; ')}` : ''}`,
      ),
    );
  }

  saveScenario({
    id: 'list-plans',
    title: `List query plans at ${ROWS.toLocaleString('en')} rows per table`,
    runs: 1,
    rows: [],
    targets,
    notes: [
      `big tables: ${[...tableRows]
        .filter(([, rows]) => rows >= ROWS / 2)
        .map(([name, rows]) => `${name} ${rows}`)
        .join(', ')}`,
      `a Sort counts as whole-table when it takes more than ${SORT_LIMIT} rows`,
      smallReads.length
        ? `sequential scans of small lookup tables (allowed): ${[...new Set(smallReads)].join('; ')}`
        : 'no sequential scan of any table',
    ],
    evidence,
  });
} finally {
  pg.Client.prototype.query = originalQuery;
  await explainer.end().catch(() => undefined);
  await t.close();
}
