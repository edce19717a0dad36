import type { Config } from "tailwindcss";

// Tailwind 4 reads this file through `@config` in app/globals.css; the theme lives here so that
// colours and fonts have one home.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        marca: {
          50: "#eef6fb",
          100: "#d5e9f5",
          500: "#1f6fa3",
          600: "#195b86",
          700: "#144a6d",
          900: "#0b2a3f",
        },
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
      },
    },
  },
};

export default config;
