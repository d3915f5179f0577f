// The async boundary: shared singletons are negotiated before any shell code runs.
import('./bootstrap');
