import { createFileRoute } from '@tanstack/react-router';
import { ConversationView } from '../../components/messages/ConversationView.tsx';

export const Route = createFileRoute('/_authed/chats/$id')({
  component: OpenConversation,
});

function OpenConversation() {
  const { id } = Route.useParams();
  // A fresh view per conversation: scroll position and read tracking belong to one of them.
  return <ConversationView key={id} conversationId={id} />;
}
