// jest-dom's matchers (toBeInTheDocument...) for the type-checker; the shared setup file registers them at run time.
import '@testing-library/jest-dom/vitest';
