import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import cost from '@site-generated/claim-cost.json';

/**
 * What claiming land costs on this server, in one or two sentences, from data/plugins/residence.yml
 * `claimCost` (`@site-generated/claim-cost.json`, in the page's language): free, or the price per
 * block of ground (or per block of the whole box, where the height counts) with what a 10 × 10 claim
 * costs, and the command that shows a selection's price before claiming; what a new player starts
 * with, where the data says (`startingBalance`, with the balance command where a plugin file has
 * one), whether that pays for a first claim of the example's size only, and how players earn more (`earning`), where it says. For every page that tells
 * players to claim land; nothing where the site has no land plugin's file. `brief`: the price and
 * what a new player starts with, in one short sentence each, for a page that is not where a newcomer
 * first claims (strict reading 47: the FAQ and the rules repeated getting started's whole paragraph,
 * word for word; reading 78: with the price alone, no page there said where the coins come from).
 */
export default function ClaimCost({brief = false}: {brief?: boolean}): ReactNode {
  if (!cost?.currency) return null;
  if (cost.perBlock === 0) {
    return (
      <span data-claim-cost="free">
        <Translate id="claimCost.free">在本服圈地不要钱。</Translate>
      </span>
    );
  }
  const values = {
    currency: cost.currency,
    price: String(cost.perBlock),
    example: String(cost.example),
    size: <code>{cost.sizeCommand}</code>,
  };
  // What a new player starts with, and how to look (where the data says).
  const start =
    cost.startingBalance === undefined ? null : cost.balanceCommand && !brief ? (
      <Translate
        id="claimCost.startWithCommand"
        values={{
          currency: cost.currency,
          start: String(cost.startingBalance),
          balance: <code>{cost.balanceCommand}</code>,
        }}
      >
        {'新玩家第一次进服时有 {start} {currency}，输入 {balance} 可以查看余额。'}
      </Translate>
    ) : (
      <Translate id="claimCost.start" values={{currency: cost.currency, start: String(cost.startingBalance)}}>
        {'新玩家第一次进服时有 {start} {currency}。'}
      </Translate>
    );
  // Where the starting balance pays for the 10 × 10 example but not for two: a first claim of that
  // size, and a bigger one later (strict reading 45: "claim first, then build" against 100 coins and
  // a 100-coin claim left a newcomer asking how to protect more).
  const firstClaim =
    !brief &&
    cost.startingBalance !== undefined &&
    cost.startingBalance >= cost.example &&
    cost.startingBalance < 2 * cost.example;
  return (
    <span data-claim-cost={cost.countsHeight ? 'blocks' : 'ground'}>
      {cost.countsHeight ? (
        <Translate id="claimCost.blocks" values={values}>
          {
            '圈地要花{currency}：选区里的每个方块 {price} {currency}，长、宽、高都算，选得越高越贵（10 × 10、高 10 格的一块要 {example} {currency}）。圈之前输入 {size}，能看到选中的这一块要多少钱。'
          }
        </Translate>
      ) : (
        <Translate id="claimCost.ground" values={values}>
          {
            '圈地要花{currency}：每格地面 {price} {currency}，多高都一样，10 × 10 的一块地要 {example} {currency}。圈之前输入 {size}，能看到选中的这一块要多少钱。'
          }
        </Translate>
      )}
      {start && <span data-starting-balance="">{start}</span>}
      {firstClaim && (
        <span data-first-claim="">
          <Translate id="claimCost.firstClaim" values={{currency: cost.currency}}>
            {'刚进服时的{currency}够圈一块这样大小的地，更大的要等挣到更多{currency}再圈。'}
          </Translate>
        </span>
      )}
      {!brief && cost.earning && (
        <span data-earning="">
          <Translate id="claimCost.earning" values={{earning: cost.earning}}>
            {'{earning}'}
          </Translate>
        </span>
      )}
    </span>
  );
}
