// The README's Vue example: tell Vue that oware-* tags are custom elements, then bind as usual.
import { createApp, ref } from 'vue/dist/vue.esm-bundler.js';
import 'oware-board';

const app = createApp({
  setup() {
    const last = ref('none');
    const position = ref('start');
    return { last, position, onMove: (e) => (last.value = e.detail.letter) };
  },
  template: `
    <oware-board interactive="both" labels="letters" animation-speed="0" :position="position" @oware-move="onMove"></oware-board>
    <p id="last">Last move: {{ last }}</p>`,
});
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('oware-');
app.mount('#app');
