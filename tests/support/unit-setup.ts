import { configure } from '@testing-library/dom';

// Component tests wait for what arrives late (lazily loaded widgets, a saved answer's round trip). On a busy
// two-core machine that takes seconds, and Testing Library's one-second default then fails tests whose
// behaviour is right. A wait still ends as soon as its element appears; speed is measured by `npm run bench`.
configure({ asyncUtilTimeout: 10_000 });
