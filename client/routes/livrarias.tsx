import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/livrarias')({
  component: RouteComponent,
});

function RouteComponent() {
  return <div>Hello "/livrarias"!</div>;
}
