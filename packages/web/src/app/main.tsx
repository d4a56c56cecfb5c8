import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createServices } from './composition-root';
import { Providers } from './providers';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const services = createServices();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <Providers services={services}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
