import { beforeEach, describe, expect, it } from 'vitest';
import { openPricing, pricingOpen } from '../src/app/commerce/pricing-flag';
import { navigate, setQueryFlag, setQueryValue } from '../src/app/router/location';

/** The query flags that open dialogs over a page, and the History API under them. */
beforeEach(() => window.history.replaceState(null, '', '/my-library'));

const here = () => window.location.pathname + window.location.search;

describe('the pricing flag', () => {
  it.each([
    [null, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['projects', true],
  ])('upgrade=%j opens the modal: %s', (value, open) => expect(pricingOpen(value)).toBe(open));

  it('opens for a feature, or for none, keeping the page and its query', () => {
    navigate('/projects?page=2');
    openPricing('projects');
    expect(here()).toBe('/projects?page=2&upgrade=projects');
    openPricing();
    expect(here()).toBe('/projects?page=2&upgrade=true');
  });
});

describe('query values and flags', () => {
  it('adding one pushes a history entry (Back closes the dialog), removing one replaces it', () => {
    const before = window.history.length;
    setQueryFlag('request-access', true);
    expect(here()).toBe('/my-library?request-access=true');
    expect(window.history.length).toBe(before + 1);
    setQueryFlag('request-access', false);
    expect(here()).toBe('/my-library');
    expect(window.history.length).toBe(before + 1);
  });

  it('sets and clears a value', () => {
    setQueryValue('filter', 'Bookmarked');
    setQueryValue('sort', 'Oldest');
    expect(here()).toBe('/my-library?filter=Bookmarked&sort=Oldest');
    setQueryValue('filter', null);
    expect(here()).toBe('/my-library?sort=Oldest');
  });

  it('navigating to where we are adds no history entry', () => {
    const before = window.history.length;
    navigate('/my-library');
    expect(window.history.length).toBe(before);
  });
});
