import { CSV_TABLES } from './export-tables';

/** README.md of the account export: what each file holds and how to open it (docs/product.md#your-data). */
export function exportReadme({ exportedAt, email }: { exportedAt: string; email: string }): string {
  return `# Your Founder Journal data

Exported ${exportedAt.slice(0, 16).replace('T', ' ')} UTC for ${email}.

## What is in this archive

- **founder-journal.json** — everything stored about your account, complete and machine-readable: the account, then
  each part of Founder Journal (\`services.core\`, \`social\`, \`payments\`, \`community\`) with every record, including
  the ids that link records together. Use this file to move your data to another service.
- **tables/** — the same records as spreadsheets (CSV, UTF-8, comma-separated), with names instead of ids. Open them in
  Excel, Numbers or Google Sheets. Dates are yyyy-MM-dd; times are UTC. A table with only its header row has nothing in
  it yet.
${CSV_TABLES.map((t) => `  - ${t.file}`).join('\n')}
- **notes/**, **journal/**, **meetings/** — each note, journal entry and meeting as a Markdown file (the title and
  details at the top), ready for any notes app.

Team chat messages are end-to-end encrypted: the server never had their text, so only when each message was sent is
listed (in the JSON). Passwords and the sign-in tokens of connected accounts are never exported.
`;
}
