/**
 * The phone the embed bench plays, through the DevTools protocol: Lighthouse's mobile preset (a mid-range
 * phone on slow 4G) as DevTools throttling applies it — the CPU 4× slower, and slow 4G's 150 ms RTT and
 * 1.6 Mbps down / 750 kbps up turned into per-request figures (latency × 3.75, throughput × 0.9), as
 * Lighthouse's `devtools` throttling method does.
 */
import type { CDPSession } from 'playwright-core';

export const MOBILE_PROFILE = {
  name: 'Lighthouse mobile: CPU 4×, slow 4G (562.5 ms request latency, 1.47 Mbps down, 0.68 Mbps up)',
  cpuSlowdown: 4,
  latencyMs: 150 * 3.75,
  downloadKbps: 1638.4 * 0.9,
  uploadKbps: 750 * 0.9,
  viewport: { width: 412, height: 823 },
};

/** Applies the profile to a page's renderer and network (the page's frames, iframes included). */
export async function emulateMobile(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    // Bytes a second.
    downloadThroughput: (MOBILE_PROFILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE_PROFILE.uploadKbps * 1024) / 8,
  });
}
