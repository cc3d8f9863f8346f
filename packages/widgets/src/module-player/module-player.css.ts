import { CAROUSEL_CSS } from '../ui/carousel';
import { CARD_CSS } from '../ui/module-card';

export const MODULE_PLAYER_CSS = `${CAROUSEL_CSS}${CARD_CSS}
.mk-player{position:relative}
.mk-hero{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,3fr);gap:1.25em;padding:1em;align-items:center}
.mk-hero__image{width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:var(--mk-radius);background:var(--mk-subtle)}
.mk-hero__text{display:flex;flex-direction:column;gap:.6em}
.mk-hero__text h2{font-size:1.5em}
.mk-counts{color:var(--mk-muted)}
.mk-points-text{font-weight:700;color:var(--mk-fg)}
.mk-progress{display:flex;align-items:center;gap:.5em}
.mk-certificate-link{display:inline-flex;align-items:center;min-height:2.5em;padding:0 .25em;font-weight:600;color:var(--mk-primary);text-underline-offset:.2em}
.mk-progress progress{flex:1;max-width:14em;accent-color:var(--mk-primary)}
.mk-section{padding:.75em 1em;display:flex;flex-direction:column;gap:.5em}
.mk-chips{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5em}
.mk-chips--careers{display:grid;grid-template-columns:repeat(4,minmax(0,1fr))}
.mk-chips--careers .mk-chip{width:100%}
.mk-complete{margin:1em 0;padding:1em;border:1px solid var(--mk-border);border-radius:var(--mk-radius);background:var(--mk-subtle);display:flex;flex-direction:column;gap:.5em}
.mk-complete h3{margin:0;font-size:1.25em}
.mk-complete p{margin:0}
.mk-complete progress{width:min(100%,18em);accent-color:var(--mk-primary)}
.mk-float{position:fixed;inset-inline-end:1em;bottom:5em;display:flex;flex-direction:column;gap:.5em;z-index:3}
.mk-float .mk-icon-btn{background:var(--mk-bg);box-shadow:0 2px 8px rgb(0 0 0/.18)}
@media (max-width:480px){.mk-chips--careers{grid-template-columns:repeat(2,minmax(0,1fr))}}
.mk-chip{min-height:2.25em;padding:.25em .8em;border-radius:999px;border:1px solid var(--mk-border);background:var(--mk-subtle);color:var(--mk-fg);cursor:pointer}
.mk-feedback{font-size:.9em;color:var(--mk-success)}
.mk-module{display:flex;flex-direction:column}
.mk-breadcrumbs{padding:.5em 1em 0}
.mk-module__title{padding:.25em 1em 0}
.mk-tabs{display:flex;gap:.25em;padding:0 1em;border-bottom:1px solid var(--mk-border);overflow-x:auto}
.mk-tab{min-height:2.75em;padding:.5em 1em;border:none;border-bottom:3px solid transparent;background:none;color:var(--mk-muted);font-weight:600;cursor:pointer;white-space:nowrap}
.mk-tab[aria-selected=true]{color:var(--mk-fg);border-bottom-color:var(--mk-primary)}
@media (forced-colors:active){.mk-tab{border-bottom-color:Canvas}.mk-tab[aria-selected=true]{border-bottom-color:Highlight}}
.mk-tabpanel{padding:1em;display:flex;flex-direction:column;gap:1em}
.mk-tab-end{height:1px}
.mk-rating{border:1px solid var(--mk-border);border-radius:8px;padding:.75em;display:flex;gap:1em;flex-wrap:wrap}
.mk-rating legend{font-weight:600;padding:0 .25em}
.mk-rating__option{display:inline-flex;align-items:center;gap:.35em;min-height:2em;cursor:pointer}
.mk-projects{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:1em}
.mk-project{border:1px solid var(--mk-border);border-radius:var(--mk-radius);padding:1em;display:flex;flex-direction:column;gap:.6em;align-items:flex-start}
.mk-project__head{justify-content:space-between;width:100%}
.mk-files{list-style:none;margin:.5em 0 0;padding:0}
.mk-dialog__foot--inline{padding:1em 0 0}
.mk-strip{position:sticky;bottom:0;display:flex;align-items:center;gap:.75em;padding:.5em 1em;background:var(--mk-subtle);
border-top:1px solid var(--mk-border);border-radius:0 0 var(--mk-radius) var(--mk-radius)}
/* What the keyboard focuses stops above the sticky strip, never under it (WCAG 2.4.11). */
.mk-tabpanel :focus{scroll-margin-bottom:5em}
.mk-strip__marks{display:flex;gap:.5em;list-style:none;margin:0;padding:0;flex:1;flex-wrap:wrap}
.mk-strip__mark{min-height:2em;border:1px solid var(--mk-border);border-radius:999px;padding:.15em .7em;background:var(--mk-bg);color:var(--mk-fg);cursor:pointer}
.mk-strip__mark[data-done=true]{background:var(--mk-success);border-color:var(--mk-success);color:var(--mk-bg)}
@media (max-width:600px){.mk-strip{padding:.4em .75em}.mk-strip__marks{flex-wrap:nowrap}
.mk-strip__mark{min-width:2.75em;min-height:2.75em;padding:0;border-radius:50%;font-weight:700}
.mk-strip__name{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}}
.mk-bottom-strip{position:sticky;bottom:0;display:flex;align-items:center;gap:.75em;padding:.75em 1em;background:var(--mk-fg);color:var(--mk-bg)}
.mk-bottom-strip p{flex:1}
.mk-reflection{border:1px solid var(--mk-border);border-radius:var(--mk-radius);background:var(--mk-subtle)}
.mk-reflection__question{font-weight:600;margin-bottom:.5em}
.mk-thanks{align-items:flex-start}
@media (max-width:767px){.mk-hero{grid-template-columns:1fr}}
`;
