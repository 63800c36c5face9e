// Ends the run with the plain line "browser: N passed, N failed, N skipped" (the list reporter's own summary
// has no such line), so that CI's log says what ran.
export default class SummaryReporter {
  constructor() { this.counts = { passed: 0, failed: 0, skipped: 0 }; }

  onTestEnd(test, result) {
    this.ended = true;
    // Only a test's last attempt counts (retries are off by default).
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    const outcome = test.outcome();
    if (outcome === 'skipped') this.counts.skipped++;
    else if (outcome === 'expected' || outcome === 'flaky') this.counts.passed++;
    else this.counts.failed++;
  }

  onEnd() {
    if (!this.ended) return; // e.g. --list, or a global setup that failed (the exit code says so)
    const { passed, failed, skipped } = this.counts;
    console.log(`browser: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }

  printsToStdio() { return false; }
}
