/**
 * A diagram's text alternative (plugins/diagrams/textAlternative.ts), for screen readers: not shown.
 * A flowchart reads as an outline: its steps in order, a question's answers as branches, each
 * with what follows it; a sequence diagram as its messages in order. The figure hides its drawing
 * from screen readers when it has this (./index.tsx); the enlarged drawing's dialog carries a copy
 * (src/components/Zoom/zoomDialog.ts, `data-diagram-text`). The search leaves it out, as it does
 * the drawings (`data-search-ignore`).
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {DiagramText, TextMessage, TextSegment, TextStep} from '@site/src/lib/diagrams';
import hidden from '@site/src/components/VisuallyHidden/styles.module.css';

function step({text, answer, again}: TextStep): string {
  if (again)
    return translate(
      {
        id: 'diagram.text.again',
        message: '回到「{step}」',
        description: 'A flowchart step read as text: the route goes back to an earlier box',
      },
      {step: text},
    );
  if (answer)
    return translate(
      {
        id: 'diagram.text.labelled',
        message: '{step}（{label}）',
        description: 'A flowchart box read as text, with the label of the arrow out of it',
      },
      {step: text, label: answer},
    );
  return text;
}

function Segment({segment}: {segment: TextSegment}): ReactNode {
  const {steps, branches} = segment;
  return (
    <ol>
      {steps.map((s, i) => (
        <li key={i}>
          {step(s)}
          {branches && i === steps.length - 1 && (
            <ul>
              {branches.map((branch, j) => (
                <li key={j}>
                  {branch.answer &&
                    translate(
                      {
                        id: 'diagram.text.answer',
                        message: '{answer}：',
                        description: "A flowchart read as text: a question's answer, before what follows it",
                      },
                      {answer: branch.answer},
                    )}
                  <Segment segment={branch} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

function message({from, to, text, kind}: TextMessage): string {
  if (kind === 'note')
    return translate(
      {
        id: 'diagram.text.note',
        message: '注：{text}',
        description: 'A note of a sequence diagram read as text',
      },
      {text},
    );
  if (kind === 'block')
    return translate(
      {
        id: 'diagram.text.block',
        message: '（{text}）',
        description: "The condition of a sequence diagram's block (a loop, an alternative) read as text",
      },
      {text},
    );
  return translate(
    {
      id: 'diagram.text.message',
      message: '{from} → {to}：{text}',
      description: 'A message of a sequence diagram read as text, from one participant to another',
    },
    {from: from ?? '', to: to ?? '', text},
  );
}

export default function DiagramTextAlternative({text}: {text: DiagramText}): ReactNode {
  return (
    <div className={hidden.visuallyHidden} data-diagram-text="" data-search-ignore="">
      <p>
        {text.title ??
          translate({
            id: 'diagram.text.title',
            message: '图的文字版：',
            description: 'Read before a diagram given as text to screen readers',
          })}
      </p>
      {'description' in text && <p>{text.description}</p>}
      {'outline' in text && text.outline.map((s, i) => <Segment key={i} segment={s} />)}
      {'messages' in text && (
        <ol>
          {text.messages.map((m, i) => (
            <li key={i}>{message(m)}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
