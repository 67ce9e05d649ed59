// Mounts the README's Vue example (readme:App.vue, README.md verbatim, compiled as @vitejs/plugin-vue
// would with `isCustomElement` for oware-* tags) as an app would.

import App from 'readme:App.vue';
import { createApp } from 'vue';

createApp(App).mount('#app');
