// Brings the jest-dom matchers (registered by the shared setup file) into the test files' types.
import '@testing-library/jest-dom/vitest';
