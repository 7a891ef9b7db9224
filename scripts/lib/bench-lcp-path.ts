/**
 * What Lighthouse's simulated LCP waits for. Lighthouse (simulated throttling, "lantern")
 * replays the observed load on a slow 4G line and a 4× slower CPU twice, with an optimistic
 * and a pessimistic set of the requests and tasks that came before the observed LCP, and takes
 * the mean of the two. Its own breakdown (TTFB, load delay, render delay) is scaled from the
 * observed load and misleads here: it called most of the home page's LCP "render delay" while
 * the simulation was waiting for the hero picture's bytes (docs/decisions/015, session 21).
 * This names, for each of the two estimates, the request or task it ended on and what shared
 * the line meanwhile.
 */
// Lighthouse's own computed artifact: the exact simulation its LCP audit runs (pinned version).
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

/** One node of a simulated graph, as much of it as the summary needs. */
export interface SimulatedNode {
  kind: "network" | "cpu";
  /** Path of a request (network), empty for a task. */
  path: string;
  resourceType: string;
  priority: string;
  /** Bytes on the wire (network). */
  bytes: number;
  /** The task's observed duration, before the simulation slows it (cpu). */
  observedMs: number;
  startMs: number;
  endMs: number;
}

export interface LcpEstimate {
  timeMs: number;
  /** What the estimate ended on: its last request or task. */
  last: SimulatedNode;
  /** The main document's simulated end: the first byte and the HTML. */
  documentEndMs: number;
  /** Other requests in flight while `last` loaded, which shared the simulated line with it. */
  sharing: { count: number; bytes: number };
}

export interface LcpPath {
  lcpMs: number;
  optimistic: LcpEstimate;
  pessimistic: LcpEstimate;
}

/** Low-priority pictures are in the graph (they take bandwidth) but never count as the LCP itself. */
const countsForLcp = (node: SimulatedNode) =>
  !(node.kind === "network" && node.resourceType === "Image" && /^(Low|VeryLow)$/.test(node.priority));

export function summarizeEstimate(timeMs: number, nodes: readonly SimulatedNode[]): LcpEstimate {
  const candidates = nodes.filter(countsForLcp);
  const last = candidates.reduce<SimulatedNode | undefined>(
    (latest, node) => (!latest || node.endMs > latest.endMs ? node : latest),
    undefined,
  );
  if (!last) throw new Error("the simulated LCP graph is empty");
  const document = nodes.find((node) => node.kind === "network" && node.resourceType === "Document");
  const sharing = nodes.filter(
    (node) =>
      node !== last &&
      node.kind === "network" &&
      node.resourceType !== "Document" &&
      node.startMs < last.endMs &&
      node.endMs > last.startMs,
  );
  return {
    timeMs,
    last,
    documentEndMs: document?.endMs ?? 0,
    sharing: { count: sharing.length, bytes: sharing.reduce((sum, node) => sum + node.bytes, 0) },
  };
}

const kbText = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function estimateText(name: string, estimate: LcpEstimate): string {
  const { last } = estimate;
  const what =
    last.kind === "network"
      ? `${last.path} (${last.resourceType}, ${last.priority}, ${kbText(last.bytes)}) ${Math.round(last.startMs)}–${Math.round(last.endMs)} ms`
      : `a main-thread task (${Math.round(last.observedMs)} ms observed) ending at ${Math.round(last.endMs)} ms`;
  const sharing =
    estimate.sharing.count > 0
      ? `, sharing the line with ${estimate.sharing.count} other request(s), ${kbText(estimate.sharing.bytes)}`
      : ", alone on the line";
  return `${name} ${Math.round(estimate.timeMs)} ms: document done at ${Math.round(estimate.documentEndMs)} ms, then ${what}${sharing}`;
}

/** Two lines for the report: the optimistic and the pessimistic estimate, whose mean is the LCP. */
export function lcpPathText(path: LcpPath): string[] {
  return [estimateText("optimistic", path.optimistic), estimateText("pessimistic", path.pessimistic)];
}

/** The parts of lantern's node objects read here (its own types are internal). */
interface LanternNode {
  type: string;
  duration?: number;
  request?: { url: string; resourceType?: string; priority?: string; transferSize?: number };
}
interface LanternEstimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number }>;
}

function simulatedNodes(estimate: LanternEstimate): SimulatedNode[] {
  return [...estimate.nodeTimings.entries()].map(([node, timing]) => {
    const request = node.type === "network" ? node.request : undefined;
    return {
      kind: request ? "network" : "cpu",
      path: request ? new URL(request.url).pathname : "",
      resourceType: request?.resourceType ?? "",
      priority: request?.priority ?? "",
      bytes: request?.transferSize ?? 0,
      observedMs: request ? 0 : (node.duration ?? 0) / 1000,
      startMs: timing.startTime,
      endMs: timing.endTime,
    };
  });
}

/**
 * Runs Lighthouse's LCP simulation again on a run's artifacts (no new page load) and summarises
 * both estimates. `artifacts` and `settings` are those of the run (`RunnerResult.artifacts`,
 * `lhr.configSettings`).
 */
export async function lcpPath(artifacts: object, settings: object): Promise<LcpPath> {
  const a = artifacts as Record<string, unknown>;
  const input = {
    trace: a.Trace,
    devtoolsLog: a.DevtoolsLog,
    gatherContext: a.GatherContext,
    settings,
    URL: a.URL,
    SourceMaps: a.SourceMaps ?? [],
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  const request = LanternLargestContentfulPaint.request as unknown as (
    input: object,
    context: object,
  ) => Promise<{ timing: number; optimisticEstimate: LanternEstimate; pessimisticEstimate: LanternEstimate }>;
  const result = await request(input, context);
  return {
    lcpMs: result.timing,
    optimistic: summarizeEstimate(
      result.optimisticEstimate.timeInMs,
      simulatedNodes(result.optimisticEstimate),
    ),
    pessimistic: summarizeEstimate(
      result.pessimisticEstimate.timeInMs,
      simulatedNodes(result.pessimisticEstimate),
    ),
  };
}
