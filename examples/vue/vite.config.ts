import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// #region config
export default defineConfig({
  plugins: [
    // modkit's widgets are custom elements: Vue renders them as they are.
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('modkit-') } } }),
  ],
});
// #endregion config
