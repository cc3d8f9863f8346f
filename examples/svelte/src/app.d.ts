// #region types
// The modkit-* elements in Svelte's markup: attributes checked, modkit:* events typed (svelte-check).
import type {} from '@modkit/widgets/svelte';
// #endregion types
