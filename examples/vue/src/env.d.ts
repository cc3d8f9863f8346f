// #region types
// The modkit-* elements in Vue's templates: attributes checked, modkit:* events typed (vue-tsc).
import type {} from '@modkit/widgets/vue';
// #endregion types
