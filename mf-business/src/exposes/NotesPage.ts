export { NotesPage as default } from '../features/notes/components/NotesPage';
