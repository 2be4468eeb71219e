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

/** Lighthouse's default (mobile) performance and accessibility scores of a page, 0–100. */
export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const { categories } = await lighthouseReport(url, ['performance', 'accessibility']);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
  };
}
