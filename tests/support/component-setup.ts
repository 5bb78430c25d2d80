// Adds the DOM matchers of @testing-library/jest-dom to every component test.
import "@testing-library/jest-dom";
