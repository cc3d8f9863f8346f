// #region types
// The modkit-* elements in Svelte's markup, their attributes checked (svelte-check).
import type {} from '@modkit/widgets/svelte';
// #endregion types
