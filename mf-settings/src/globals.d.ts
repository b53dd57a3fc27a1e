// Style sheets are imported for their side effect (webpack extracts them into the remote's CSS chunks).
declare module '*.css';
