export const MODULE_PLAYER_CSS = `
.mk-player{position:relative}
.mk-hero{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,3fr);gap:1.25rem;padding:1rem;align-items:center}
.mk-hero__image{width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:var(--mk-radius);background:var(--mk-subtle)}
.mk-hero__text{display:flex;flex-direction:column;gap:.6rem}
.mk-hero__text h2{font-size:1.5rem}
.mk-counts{color:var(--mk-muted)}
.mk-points-text{font-weight:700;color:var(--mk-fg)}
.mk-progress{display:flex;align-items:center;gap:.5rem}
.mk-progress progress{flex:1;max-width:14rem;accent-color:var(--mk-primary)}
.mk-section{padding:.75rem 1rem;display:flex;flex-direction:column;gap:.5rem}
.mk-chips{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.mk-chip{min-height:2.25rem;padding:.25rem .8rem;border-radius:999px;border:1px solid var(--mk-border);background:var(--mk-subtle);color:var(--mk-fg);cursor:pointer}
.mk-feedback{font-size:.9rem;color:var(--mk-success)}
.mk-module{display:flex;flex-direction:column}
.mk-breadcrumbs{padding:.5rem 1rem 0}
.mk-tabs{display:flex;gap:.25rem;padding:0 1rem;border-bottom:1px solid var(--mk-border);overflow-x:auto}
.mk-tab{min-height:2.75rem;padding:.5rem 1rem;border:none;border-bottom:3px solid transparent;background:none;color:var(--mk-muted);font-weight:600;cursor:pointer;white-space:nowrap}
.mk-tab[aria-selected=true]{color:var(--mk-fg);border-bottom-color:var(--mk-primary)}
.mk-tabpanel{padding:1rem;display:flex;flex-direction:column;gap:1rem}
.mk-tab-end{height:1px}
.mk-rating{border:1px solid var(--mk-border);border-radius:8px;padding:.75rem;display:flex;gap:1rem;flex-wrap:wrap}
.mk-rating legend{font-weight:600;padding:0 .25rem}
.mk-rating__option{display:inline-flex;align-items:center;gap:.35rem;min-height:2rem;cursor:pointer}
.mk-projects{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:1rem}
.mk-project{border:1px solid var(--mk-border);border-radius:var(--mk-radius);padding:1rem;display:flex;flex-direction:column;gap:.6rem;align-items:flex-start}
.mk-project__head{justify-content:space-between;width:100%}
.mk-files{list-style:none;margin:.5rem 0 0;padding:0}
.mk-dialog__foot--inline{padding:1rem 0 0}
.mk-strip{position:sticky;bottom:0;display:flex;align-items:center;gap:.75rem;padding:.5rem 1rem;background:var(--mk-subtle);
border-top:1px solid var(--mk-border);border-radius:0 0 var(--mk-radius) var(--mk-radius)}
.mk-strip__marks{display:flex;gap:.5rem;list-style:none;margin:0;padding:0;flex:1;flex-wrap:wrap}
.mk-strip__mark{min-height:2rem;border:1px solid var(--mk-border);border-radius:999px;padding:.15rem .7rem;background:var(--mk-bg);color:var(--mk-fg);cursor:pointer}
.mk-strip__mark[data-done=true]{background:var(--mk-success);border-color:var(--mk-success);color:var(--mk-bg)}
.mk-bottom-strip{position:sticky;bottom:0;display:flex;align-items:center;gap:.75rem;padding:.75rem 1rem;background:var(--mk-fg);color:var(--mk-bg)}
.mk-bottom-strip p{flex:1}
.mk-reflection{border:1px solid var(--mk-border);border-radius:var(--mk-radius);background:var(--mk-subtle)}
.mk-reflection__question{font-weight:600;margin-bottom:.5rem}
.mk-thanks{align-items:flex-start}
@media (max-width:767px){.mk-hero{grid-template-columns:1fr}}
`;
