/**
 * Which Node.js release lines this server runs on, and what production does on the others (decisions.md,
 * "Supported Node.js versions"). The table is data: a new line goes in when CI tests it.
 */
import { ConfigError } from '../config';

/** Release lines and the day each stops receiving security fixes (nodejs.org's release schedule). */
export const NODE_RELEASE_LINES: readonly { major: number; endOfLife: string }[] = [
  { major: 20, endOfLife: '2026-04-30' },
  // Odd lines are never LTS: six months of fixes, listed so that they read as end-of-life, not as unknown.
  { major: 21, endOfLife: '2024-06-01' },
  { major: 22, endOfLife: '2027-04-30' },
  { major: 23, endOfLife: '2025-06-01' },
  { major: 24, endOfLife: '2028-04-30' },
  { major: 25, endOfLife: '2026-06-01' },
];

export type NodeSupportStatus = 'supported' | 'end-of-life' | 'unsupported' | 'unknown-future';

export interface NodeSupport {
  status: NodeSupportStatus;
  /** The release line (major version) of `version`. */
  major: number;
  /** The day the line's security fixes end(ed), when the table knows it. */
  endOfLife: string | null;
  /** The lines still receiving security fixes on `now`, oldest first. */
  supportedLines: number[];
  /** One sentence for an operator: the version, the date and the lines to move to. */
  message: string;
}

/** Lines older than the table's first are refused outright: the code is neither built nor tested for them. */
const OLDEST_LINE = NODE_RELEASE_LINES[0].major;
const NEWEST_LINE = Math.max(...NODE_RELEASE_LINES.map((line) => line.major));

/** From its end-of-life date (UTC) on, a line gets no more fixes. */
function hasEnded(endOfLife: string, now: Date): boolean {
  return now.getTime() >= Date.parse(`${endOfLife}T00:00:00Z`);
}

/**
 * Where `version` (`process.version`, e.g. `v20.20.2`) stands on `now`: supported, end-of-life, older
 * than any line this server runs on, or newer than the table knows.
 */
export function nodeSupport(version: string, now: Date): NodeSupport {
  const major = Number.parseInt(version.replace(/^v/, ''), 10);
  const supportedLines = NODE_RELEASE_LINES.filter((line) => line.major % 2 === 0 && !hasEnded(line.endOfLife, now)).map(
    (line) => line.major,
  );
  const supported = `Supported: Node.js ${supportedLines.join(' or ')}.`;
  const line = NODE_RELEASE_LINES.find((candidate) => candidate.major === major);

  if (Number.isNaN(major) || major < OLDEST_LINE) {
    return {
      status: 'unsupported',
      major,
      endOfLife: null,
      supportedLines,
      message: `Node.js ${version} is not supported: this server needs Node.js ${OLDEST_LINE} or newer. ${supported}`,
    };
  }
  if (!line) {
    return {
      status: 'unknown-future',
      major,
      endOfLife: null,
      supportedLines,
      message: `Node.js ${version} is newer than the lines this server is tested on (up to ${NEWEST_LINE}). ${supported}`,
    };
  }
  if (hasEnded(line.endOfLife, now)) {
    return {
      status: 'end-of-life',
      major,
      endOfLife: line.endOfLife,
      supportedLines,
      message: `Node.js ${version} is end-of-life: line ${major} stopped receiving security fixes on ${line.endOfLife}. ${supported}`,
    };
  }
  return {
    status: 'supported',
    major,
    endOfLife: line.endOfLife,
    supportedLines,
    message: `Node.js ${version} is supported until ${line.endOfLife}.`,
  };
}

/** The multi-line banner production prints on an end-of-life line: hard to miss in any log. */
export function endOfLifeBanner(support: NodeSupport, version: string): string {
  const rule = '!'.repeat(100);
  return [
    rule,
    `!!! WARNING: Node.js ${version} IS END-OF-LIFE AND GETS NO SECURITY FIXES.`,
    `!!! Release line ${support.major} stopped receiving security fixes on ${support.endOfLife}.`,
    `!!! Run this server on a supported line: Node.js ${support.supportedLines.join(' or ')}.`,
    rule,
  ].join('\n');
}

/**
 * Start-up check, in production only: refuses (ConfigError) a line older than any this server runs on,
 * warns loudly on stderr on an end-of-life line (refusing it would stop a running shop on the day its
 * line ends), and notes an untested newer line.
 */
export function checkNodeSupport(
  isProduction: boolean,
  { version = process.version, now = new Date(), warn = (text: string) => console.error(text) } = {},
): void {
  if (!isProduction) return;
  const support = nodeSupport(version, now);
  if (support.status === 'unsupported') throw new ConfigError(support.message);
  if (support.status === 'end-of-life') warn(endOfLifeBanner(support, version));
  if (support.status === 'unknown-future') warn(`Warning: ${support.message}`);
}
