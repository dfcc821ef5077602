/* eslint-disable @typescript-eslint/no-this-alias, @typescript-eslint/no-unused-expressions -- a plain browser script, written like the API it stands in for */
// A stand-in for the YouTube IFrame Player API (https://www.youtube.com/iframe_api), served to
// the browser by Playwright's page.route. Its YT.Player records every call and lets a test fire
// onStateChange and onError; getCurrentTime() follows the clock from the last loadVideoById.
(function () {
  // The player's frame. The Lighthouse benchmark points it at a page on another site, so that,
  // like YouTube's own player, its document runs in a process of its own.
  var EMBED = "about:blank";
  var calls = [];
  var players = [];
  function Player(element, options) {
    this.options = options;
    this.videoId = null;
    this.start = 0;
    this.loadedAt = 0;
    this.playing = false;
    this.muted = false;
    var frame = document.createElement("iframe");
    frame.title = "YouTube video player";
    frame.src = EMBED;
    frame.style.cssText = "width:100%;height:100%;border:0";
    element.replaceWith(frame);
    players.push(this);
    calls.push(["new", options.playerVars || {}]);
    var self = this;
    setTimeout(function () {
      options.events && options.events.onReady && options.events.onReady({ target: self });
    }, 0);
  }
  Player.prototype.fire = function (state) {
    this.options.events &&
      this.options.events.onStateChange &&
      this.options.events.onStateChange({ target: this, data: state });
  };
  Player.prototype.fail = function (code) {
    this.options.events &&
      this.options.events.onError &&
      this.options.events.onError({ target: this, data: code });
  };
  Player.prototype.loadVideoById = function (request) {
    calls.push(["loadVideoById", request.videoId, request.startSeconds]);
    this.videoId = request.videoId;
    this.start = request.startSeconds || 0;
    this.loadedAt = Date.now();
    this.playing = true;
    var self = this;
    setTimeout(function () {
      self.fire(1);
    }, 0);
  };
  Player.prototype.getCurrentTime = function () {
    return this.playing ? this.start + (Date.now() - this.loadedAt) / 1000 : this.start;
  };
  Player.prototype.pauseVideo = function () {
    calls.push(["pauseVideo"]);
    if (this.playing) this.start = this.getCurrentTime();
    this.playing = false;
  };
  Player.prototype.playVideo = function () {
    calls.push(["playVideo"]);
  };
  Player.prototype.mute = function () {
    calls.push(["mute"]);
    this.muted = true;
  };
  Player.prototype.unMute = function () {
    calls.push(["unMute"]);
    this.muted = false;
  };
  Player.prototype.destroy = function () {
    calls.push(["destroy"]);
  };
  window.__ytFake = {
    calls: calls,
    players: players,
    player: function () {
      return players[players.length - 1];
    },
  };
  window.YT = {
    Player: Player,
    PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 },
  };
  setTimeout(function () {
    if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
  }, 0);
})();
