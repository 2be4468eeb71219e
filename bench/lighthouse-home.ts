import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/ensure-chromium.ts';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
}

/**
 * One Lighthouse run with its default (mobile: Moto G Power, slow 4G, 4× CPU slowdown) settings in the
 * system Chromium, of the given categories: the full report.
 */
export async function lighthouseReport(url: string, onlyCategories: string[]): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: [...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** One run's performance score and the metrics the layout budgets read. */
export interface PageRun {
  /** 0–100. */
  performance: number;
  /** Cumulative layout shift; NaN when Lighthouse could not finish the run (a busy machine). */
  cls: number;
  tbtMs: number;
  lcpMs: number;
  /** What moved (the `layout-shifts` audit): the node and its share of the shift. */
  shifts: { node: string; score: number }[];
}

/** One Lighthouse (mobile) performance run of a page: score, CLS, TBT, LCP and what shifted. */
export async function lighthousePageRun(url: string): Promise<PageRun> {
  const lhr = await lighthouseReport(url, ['performance']);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  type ShiftRow = { node?: { nodeLabel?: string; selector?: string; snippet?: string }; score?: number };
  const details = lhr.audits['layout-shifts']?.details;
  const items = (details && 'items' in details ? details.items : []) as ShiftRow[];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    lcpMs: value('largest-contentful-paint'),
    shifts: items.map(({ node, score }) => ({
      node: node?.selector ?? node?.nodeLabel ?? node?.snippet ?? '?',
      score: score ?? 0,
    })),
  };
}

/** Lighthouse's default (mobile) performance and accessibility scores of a page, 0–100. */
export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const { categories } = await lighthouseReport(url, ['performance', 'accessibility']);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
  };
}
