import { createRoot } from 'react-dom/client';
import { ShowroomPage } from './ShowroomPage.tsx';
import { readPageConfig } from './page-config.ts';
import './showroom.css';

// The public showroom's entry (showroom.html): its own first download, React and plain CSS only.
createRoot(document.getElementById('showroom')!).render(<ShowroomPage config={readPageConfig(document)} />);
