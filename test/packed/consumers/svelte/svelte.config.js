// Svelte 5 reads TypeScript in <script lang="ts"> itself: no preprocessor.
export default {};
