/**
 * How well the assistant answers real questions over a real library (issue 26's evaluation set):
 *
 *   node bench/assistant/assistant_eval.ts [--misses] [--json=tmp/assistant-eval.json]
 *
 * The library is eval/documents.json with the texts of eval/corpus (Debian's licences, manual
 * pages and manuals in English and Chinese, rebuilt by eval/build_corpus.sh); the questions are
 * eval/questions/*.json, each with every page that answers it, or none. Some documents wait for
 * review or are disabled, and one shows only its first pages: questions answered only there must
 * get the not-found reply like questions with no answer at all. The assistant's help desk holds
 * the entries a new site starts with plus eval/help_desk.json; eval/site_questions.json are asked
 * of it to check that it still answers what it should.
 *
 * Indexes the library into a fresh SQLite database (SQLITE_FILE, default tmp/assistant-eval.sqlite3)
 * and prints, by language and by wording: page recall@1 and @5 and MRR of the AI-mode context (five
 * pages) with a row for the questions that name their document's title (title-named.json), page
 * recall of what keyword mode shows a member, the share of unanswerable questions that
 * get the not-found reply, and help-desk false matches. --misses lists every question whose page was
 * not among the five.
 */
import { option } from '../lib/options.ts'
import { prepareBenchDatabase } from '../lib/bench_database.ts'

await prepareBenchDatabase('tmp/assistant-eval.sqlite3')
const { runAssistantEval } = await import('./assistant_eval_run.ts')
await runAssistantEval({ misses: process.argv.includes('--misses'), json: option('json', '') })
