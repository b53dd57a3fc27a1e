// Async boundary: federation negotiates the shared singletons (react, router, query, @fj/ui) before any of them runs.
import('./bootstrap');
