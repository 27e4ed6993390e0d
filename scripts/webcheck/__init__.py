"""The web playground's browser test (scripts/check-web): a DevTools client, the fixed checks, random sessions."""
