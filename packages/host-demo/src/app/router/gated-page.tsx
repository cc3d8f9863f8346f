import type { ComponentType, ReactNode } from 'react';

/** A gate: shows its children only to whom it lets through, and sends anyone else elsewhere. */
type Gate = ComponentType<{ children: ReactNode }>;

/**
 * A route's page whose content stands behind a gate (`LearnerOnly`, `RequireProjectSubmission`): the content
 * mounts, and reads its data, only once the gate lets the viewer through.
 */
export function gatedPage(GateComponent: Gate, Content: ComponentType) {
  return function GatedPage() {
    return (
      <GateComponent>
        <Content />
      </GateComponent>
    );
  };
}
