import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { JSONParser } from '@streamparser/json';
import type { ZipFile } from 'yazl';
import { csvRecord } from '@fj/server-kit';
import type { ServiceName } from '../config';
import { CSV_TABLES, toRows, type CsvTable, type ExportContext } from './export-tables';

/**
 * The spreadsheet and Markdown side of the account export (docs/decisions/2706-data-export-as-a-zip.md). Each
 * service's JSON streams through a JSON parser that hands over one record at a time; each record is written at once
 * to its CSV file and, for notes, journal entries and meetings, to a Markdown spool, all in a private temporary
 * folder. Once the JSON part of the archive is written, those files become the next entries, read from disk. Memory
 * holds one record, the business and meeting names the tables print instead of ids, and one line per Markdown file.
 */
export class ExportArchive {
  private readonly csv = new Map<CsvTable['file'], fs.WriteStream>();
  private readonly markdown: fs.WriteStream;
  private readonly documents: { path: string; start: number; length: number }[] = [];
  private readonly usedPaths = new Set<string>();
  private spoolSize = 0;
  private readonly pending: Promise<void>[] = [];
  readonly context: ExportContext = {
    businesses: new Map(),
    meetings: new Map(),
    dayMoods: new Map(),
    add: (file, fields) => this.write(this.csv.get(file)!, csvRecord(fields)),
    document: (name, text) => this.addDocument(name, text),
  };

  private constructor(private readonly dir: string) {
    for (const table of CSV_TABLES) {
      const stream = fs.createWriteStream(path.join(dir, table.file), { mode: 0o600 });
      this.csv.set(table.file, stream);
      this.write(stream, csvRecord(table.header));
    }
    this.markdown = fs.createWriteStream(path.join(dir, 'markdown'), { mode: 0o600 });
  }

  /** A new archive in its own private folder under the OS temporary directory. */
  static async create(): Promise<ExportArchive> {
    return new ExportArchive(await fsp.mkdtemp(path.join(os.tmpdir(), 'fj-export-')));
  }

  /** A parser for one service's export: `write` its bytes as they arrive; its records go to the files. */
  parserFor(service: ServiceName): { write: (chunk: Uint8Array) => void } {
    const parser = new JSONParser({ paths: ['$.*.*'], keepStack: false });
    // Properties of an object feature (settings) arrive one by one: they stay in the JSON only.
    parser.onValue = ({ value, parent, stack }) => {
      const feature = stack[1]?.key;
      if (Array.isArray(parent) && typeof feature === 'string') toRows(service, feature, value, this.context);
    };
    return { write: (chunk) => parser.write(chunk) };
  }

  /** Waits until the temporary files have taken what was written (the disk is slower than memory). */
  async flush(): Promise<void> {
    await Promise.all(this.pending.splice(0));
  }

  /**
   * Closes the temporary files and adds them to `zip` after what it already holds: each table as `tables/<file>`, each
   * Markdown document under its own path. They are read from disk as the archive reaches them.
   */
  async addTo(zip: ZipFile): Promise<void> {
    await this.flush();
    await Promise.all([...this.csv.values(), this.markdown].map((s) => new Promise((resolve) => s.end(resolve))));
    for (const table of CSV_TABLES)
      zip.addReadStreamLazy(`tables/${table.file}`, (cb) =>
        cb(null, fs.createReadStream(path.join(this.dir, table.file))),
      );
    const spool = path.join(this.dir, 'markdown');
    for (const doc of this.documents)
      zip.addReadStreamLazy(doc.path, (cb) =>
        cb(null, fs.createReadStream(spool, { start: doc.start, end: doc.start + doc.length - 1 })),
      );
  }

  /** Removes the temporary folder (after the archive has been sent, or given up). */
  async remove(): Promise<void> {
    await fsp.rm(this.dir, { recursive: true, force: true });
  }

  private write(stream: fs.WriteStream, text: string | Buffer) {
    if (!stream.write(text)) this.pending.push(new Promise((resolve) => stream.once('drain', resolve)));
  }

  /** `name` is 'notes/2026-01-05 Pricing' style: made unique, '.md' added. */
  private addDocument(name: string, text: string) {
    let unique = `${name}.md`;
    for (let n = 2; this.usedPaths.has(unique); n++) unique = `${name} (${n}).md`;
    this.usedPaths.add(unique);
    const bytes = Buffer.from(text, 'utf8');
    this.documents.push({ path: unique, start: this.spoolSize, length: bytes.length });
    this.spoolSize += bytes.length;
    this.write(this.markdown, bytes);
  }
}
