/* The English messages the points-badge code names: written by scripts/widget-messages.ts from the SDK's English `widgets` catalogue; do not edit. */
import type { Messages } from '@modkit/sdk/i18n';

export const messages: Messages = {"notice.dismiss":["Dismiss"],"offline.notKept":["This is not available offline. It opens again when you are back online."],"points.label":[" points"],"points.tooltip":["Points earned so far"],"state.loading":["Loading"],"state.retry":["Retry"],"state.signIn":["Sign in to continue."],"state.somethingWrong":["Something went wrong. Please try again."],"widget.failed":["This widget could not be shown."]};
