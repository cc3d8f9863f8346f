import { describe, expect, it } from 'vitest';

describe('the npm package on a server', () => {
  it('imports without a window and exposes the components', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const widgets = await import('../src/index');
    for (const name of [
      'LibraryCarousel',
      'ModulePlayer',
      'Discussion',
      'PointsBadge',
      'LearnerTable',
      'Dashboard',
    ]) {
      expect(typeof widgets[name as keyof typeof widgets]).toBe('function');
    }
    expect(widgets.MODKIT_EVENTS).toEqual([
      'modkit:ready',
      'modkit:progress',
      'modkit:navigate',
      'modkit:auth-required',
      'modkit:error',
    ]);
  });
});
