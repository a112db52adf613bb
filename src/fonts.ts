// Albert Sans (spec §9), self-hosted. Loaded by main.tsx after the first paint: as a stylesheet in index.html's head
// it held the boot frame back a whole round trip (on Slow 3G about 2 s); the text swaps to it when it arrives.
import '@fontsource/albert-sans/latin-400.css';
import '@fontsource/albert-sans/latin-500.css';
import '@fontsource/albert-sans/latin-600.css';
import '@fontsource/albert-sans/latin-700.css';
