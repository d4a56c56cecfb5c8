// The lead-list benchmark page (issue #6): the inbox-driven LeadList against a bare virtualized list of
// the same rows, alternated in the same page. Built and driven by run-lead-list-bench.mjs; the figures
// land in window.__benchResult.
import { applyIncomingMessages, type Lead } from '@torque/domain';
import { Profiler, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { InboxStore } from '../src/features/lead-manager';
import { performInboxEffects } from '../src/features/lead-manager/inbox-effects';
import { createFakeWorld } from '../src/test/fakes';
import { BareLeadList, type BareListHandle } from './BareLeadList';
import { bareRowOf, benchBurst, benchLeads, type BareRow, type Burst } from './bench-data';
import { frameStart, median, nextFrame, RenderClock, settle } from './measure';
import { BenchShell, InboxLeadList, type ShellHandle } from './TorqueLeadList';

export type ListSample = {
  readonly commitMs: number;
  readonly frameMs: number;
  readonly renderMs: number;
  readonly rows: number;
  readonly burstCommitMs: number;
  readonly burstRenderMs: number;
  readonly burstFrameMs: number;
  readonly rowsAfterBurst: number;
  /** The first row's text after the burst: the burst's last lead, or the burst did not land. */
  readonly topAfterBurst: string;
};

type ListUnderTest = {
  readonly element: ReactNode;
  readonly rowSelector: string;
  readonly burst: () => void;
};

const params = new URLSearchParams(location.search);
const LEADS = Number(params.get('leads') ?? 10_000);
const BURST = Number(params.get('burst') ?? 100);
const ROUNDS = Number(params.get('rounds') ?? 15);

const host = document.getElementById('lists') as HTMLElement;

const world = createFakeWorld();
const shell: ShellHandle = {};
let frame: HTMLElement;

/** Mounts the shell once; every list is then shown in (and removed from) its list frame. */
async function mountShell(): Promise<void> {
  const root = createRoot(host);
  flushSync(() => root.render(<BenchShell services={world.services} handle={shell} />));
  await settle();
  frame = host.querySelector('.list-frame') as HTMLElement;
}

const show = (list: ReactNode) => {
  if (!shell.show) throw new Error('the bench shell is not mounted');
  shell.show(list);
};

async function measure(list: ListUnderTest): Promise<ListSample> {
  const clock = new RenderClock();
  await frameStart();
  const started = performance.now();
  flushSync(() =>
    show(
      <Profiler id="list" onRender={clock.onRender}>
        {list.element}
      </Profiler>,
    ),
  );
  const committed = performance.now();
  await nextFrame();
  const framed = performance.now();
  const renderMs = clock.total;
  const rows = frame.querySelectorAll(list.rowSelector).length;
  await settle();

  clock.reset();
  await frameStart();
  const burstStarted = performance.now();
  flushSync(list.burst);
  const burstCommitted = performance.now();
  await nextFrame();
  const burstFramed = performance.now();
  const sample: ListSample = {
    commitMs: committed - started,
    frameMs: framed - started,
    renderMs,
    rows,
    burstCommitMs: burstCommitted - burstStarted,
    burstRenderMs: clock.total,
    burstFrameMs: burstFramed - burstStarted,
    rowsAfterBurst: frame.querySelectorAll(list.rowSelector).length,
    topAfterBurst: frame.querySelector(list.rowSelector)?.textContent ?? '',
  };
  flushSync(() => show(null));
  await settle();
  return sample;
}

function torqueList(leads: readonly Lead[], burst: Burst): ListUnderTest {
  const store = new InboxStore({ leads });
  const ports = { leads: world.services.leads, conversations: world.services.conversations };
  return {
    element: <InboxLeadList store={store} />,
    rowSelector: '[role="listitem"]',
    // What the real-time queue's drain does with one batch (useRealtimeInbox).
    burst: () => {
      const { effects } = applyIncomingMessages(store.inbox, burst.items);
      store.publish();
      performInboxEffects(effects, store, ports);
    },
  };
}

function bareList(rows: readonly BareRow[], burst: Burst): ListUnderTest {
  const handle: BareListHandle = {};
  const moved = new Set(burst.leadIds);
  return {
    element: <BareLeadList initial={rows} handle={handle} />,
    rowSelector: '[data-bare-row]',
    burst: () =>
      handle.setRows?.((current) => [...burst.bareRows, ...current.filter((row) => !moved.has(row.id))]),
  };
}

export type Summary = {
  readonly [K in keyof ListSample]: ListSample[K] extends number ? number : string;
};

function summarise(samples: readonly ListSample[]): Summary {
  const pick = (key: keyof ListSample) => median(samples.map((sample) => Number(sample[key])));
  return {
    commitMs: pick('commitMs'),
    frameMs: pick('frameMs'),
    renderMs: pick('renderMs'),
    rows: pick('rows'),
    burstCommitMs: pick('burstCommitMs'),
    burstRenderMs: pick('burstRenderMs'),
    burstFrameMs: pick('burstFrameMs'),
    rowsAfterBurst: pick('rowsAfterBurst'),
    topAfterBurst: samples.at(-1)?.topAfterBurst ?? '',
  };
}

async function run() {
  await mountShell();
  const leads = benchLeads(LEADS);
  const bareRows = leads.map(bareRowOf);
  const torque: ListSample[] = [];
  const bare: ListSample[] = [];
  // Round 0 warms up (JIT, styles, fonts) and is not counted; then a and b alternate who goes first.
  for (let round = 0; round <= ROUNDS; round++) {
    const burst = benchBurst(leads, BURST, round);
    const first = round % 2 === 0;
    const a = first ? await measure(torqueList(leads, burst)) : null;
    const b = await measure(bareList(bareRows, burst));
    const a2 = a ?? (await measure(torqueList(leads, burst)));
    if (round === 0) continue;
    torque.push(a2);
    bare.push(b);
    console.log(`round ${round}: torque ${a2.commitMs.toFixed(1)} ms, bare ${b.commitMs.toFixed(1)} ms`);
  }
  return {
    leads: LEADS,
    burst: BURST,
    rounds: ROUNDS,
    userAgent: navigator.userAgent,
    /** Cross-origin isolated pages get 5 µs timers; others 100 µs. */
    isolated: crossOriginIsolated,
    torque: summarise(torque),
    bare: summarise(bare),
    samples: { torque, bare },
  };
}

run().then(
  (result) => {
    (window as unknown as { __benchResult: unknown }).__benchResult = result;
  },
  (error: unknown) => {
    (window as unknown as { __benchResult: unknown }).__benchResult = { error: String(error) };
  },
);
