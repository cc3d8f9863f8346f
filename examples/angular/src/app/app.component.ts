// #region app
import { Component, CUSTOM_ELEMENTS_SCHEMA, ElementRef, inject, signal } from '@angular/core';
import { loadWidgets, onModkitEvent, type ReadyDetail } from '@modkit/widgets/elements';

@Component({
  selector: 'app-root',
  // modkit's widgets are custom elements: Angular renders them as they are.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  // Attributes, not properties: [attr.token], never [token].
  template: `
    @if (session(); as session) {
      <main>
        <h1>Your learning</h1>
        <modkit-points-badge [attr.token]="session.token"></modkit-points-badge>
        <modkit-library-carousel source="trending" [attr.token]="session.token"></modkit-library-carousel>
        <output aria-label="Widgets ready">{{ ready().length }}</output>
      </main>
    } @else {
      <p>Signing you in…</p>
    }
  `,
})
export class AppComponent {
  readonly session = signal<{ token: string; modkit_url: string } | null>(null);
  readonly ready = signal<ReadyDetail[]>([]);

  constructor() {
    // Angular's (event) binding reads `modkit:ready` as a target and an event: listen on the host instead
    // (the events bubble out of the widgets' shadow roots), typed by the event's name.
    onModkitEvent(inject(ElementRef).nativeElement, 'modkit:ready', (event) =>
      this.ready.update((seen) => [...seen, event.detail]),
    );
    fetch('/modkit-token', { method: 'POST' })
      .then((answer) => answer.json())
      .then((session: { token: string; modkit_url: string }) => {
        this.session.set(session);
        return loadWidgets(session.modkit_url); // the custom elements, from modkit's script-tag loader
      });
  }
}
// #endregion app
