// Mounts the README's Svelte example (readme:App.svelte, README.md verbatim) as an app would.

import App from 'readme:App.svelte';
import { mount } from 'svelte';

mount(App, { target: document.getElementById('app') });
