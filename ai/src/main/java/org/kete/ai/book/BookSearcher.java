package org.kete.ai.book;

import java.util.Optional;
import org.kete.ai.SearchLimits;
import org.kete.ai.SearchListener;
import org.kete.ai.SearchResult;
import org.kete.ai.Searcher;
import org.kete.engine.SearchState;

/**
 * A searcher that plays the opening book's move where the book has the position, and searches everywhere else:
 * the strongest level's way of playing the opening. A book move is reported as one iteration of its stored
 * depth and value, with no nodes.
 */
public final class BookSearcher implements Searcher {
    private final java.util.function.Function<String, OpeningBook> books;
    private final Searcher search;
    private final int[] moves = new int[SearchState.MAX_MOVES];

    /** With the books shipped for each game ({@link OpeningBook#shipped}). */
    public BookSearcher(Searcher search) {
        this(OpeningBook::shipped, search);
    }

    /** With this book for every game (it gives moves only in its own game). */
    public BookSearcher(OpeningBook book, Searcher search) {
        this(id -> book, search);
    }

    private BookSearcher(java.util.function.Function<String, OpeningBook> books, Searcher search) {
        this.books = books;
        this.search = search;
    }

    @Override
    public SearchResult search(SearchState state, SearchLimits limits, SearchListener listener) {
        OpeningBook book = books.apply(state.game().id());
        Optional<OpeningBook.Entry> hit = !state.isOver() && book.size() > 0 && book.appliesTo(state.game())
                ? book.lookup(state.game(), state.toPosition())
                : Optional.empty();
        if (hit.isPresent() && isLegal(state, hit.get().move())) {
            OpeningBook.Entry e = hit.get();
            int[] pv = {e.move()};
            listener.iteration(e.depth(), e.score(), 0, pv);
            return new SearchResult(e.move(), e.score(), e.depth(), 0, pv);
        }
        return search.search(state, limits, listener);
    }

    private boolean isLegal(SearchState state, int move) {
        int n = state.legalMoves(moves);
        for (int i = 0; i < n; i++) if (moves[i] == move) return true;
        return false;
    }
}
